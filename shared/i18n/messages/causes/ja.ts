import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "ある会話",
  "causes.long": "「{title}」はメッセージごとに {largest} トークンのコンテキストを送っています（最初は {first}）。{count, plural, other {# 件の回答}}で {cost}、1日の {share} です。",
  "causes.fixSummary": "要約を付けて新しいチャットで「{title}」を続けてください。",
  "causes.fixSummarySaving": "要約を付けて新しいチャットで「{title}」を続けてください。同じ数のメッセージで約 {saving} 安くなります。",
  "causes.retries": "{count, plural, other {# 件の回答}}を再度依頼しました（再生成または再試行）。置き換えた回答に {cost}、1日の {share} です。",
  "causes.retriesFailed": "{count, plural, other {# 件の回答}}を再度依頼しました（再生成または再試行。うち {failed} 件は失敗または中断）。置き換えた回答に {cost}、1日の {share} です。",
  "causes.fixContinue": "中断した回答は聞き直さずに「続ける」を使い、再試行の前に失敗の理由を確認してください。このような日で約 {saving} です。",
  "causes.priceRose": "{model} の価格が {day} に上がりました（使用量から検出）。この日の {model} の使用は旧価格の {before} ではなく {now} でした。",
  "causes.fixSwitch": "{model} から {to} に切り替えると、同じ使用量で約 {saving} 安くなります（投票での評価は「もしも」で確認できます）。",
  "causes.fixCompare": "「もしも」で {model} をより安いモデルと比較してください。",
  "causes.fixCap": "支出しているキー（スクリプト、他のアプリ、デバイス）を見つけ、このような日に早めに通知されるよう1日の予算を設定してください。普段の日より約 {saving} 多くなっています。",
  "causes.elsewhere": "このアカウントの他のキーが {cost} を使いました。1日の {share} で、Tokentally のチャットではありません。",
  "causes.elsewhereUsual": "このアカウントの他のキーが {cost} を使いました。1日の {share}（普段は {usual}）で、Tokentally のチャットではありません。",
  "causes.why": "理由: {words} 対策: {fix}",
  "causes.also": "ほかに: {words} 対策: {fix}",
  "causes.noneFound": "単一の原因は見つかりません。1つの会話、再試行、価格変更、他のキーのいずれも大部分を説明しません。",
} satisfies Translation<typeof en>
