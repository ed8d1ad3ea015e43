import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "connections.sourceLabel": "مصدر الرصيد والاستخدام",
  "connections.source": "المحادثة عبر {router}، والإنفاق من {account}. الرصيد والاستخدام أدناه يخصّان {accountName}.",
  "connections.title": "الرصيد والاستخدام",
  "connections.router": "{router} موجِّه: تمر المحادثة عبره، لكن ليس للموجِّه رصيد ولا استخدام. يأتيان من حساب الخدمة الذي يحمل مفتاح API الخاص بالخدمة.",
  "connections.linkLabel": "ربط حساب خدمة",
  "connections.spendFrom": "الإنفاق من",
  "connections.linking": "جارٍ الربط…",
  "connections.link": "ربط الحساب",
  "connections.none": "لم يُحفظ أي حساب خدمة بعد. أضف حسابًا بمفتاح API الخاص بالخدمة لترى الرصيد والاستخدام أثناء المحادثة عبر {router}.",
  "connections.addInSettings": "إضافة حساب خدمة من الإعدادات",
  "connections.linkFailed": "تعذّر ربط الحساب",
} satisfies Translation<typeof en>
