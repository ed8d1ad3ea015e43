import { afterAll, describe, expect, it } from 'vitest'
import { type AlertNotice, AlertCenter } from '../../../electron/services/balance/alert-center'
import { guardNotification } from '../../../electron/services/guard/guard-alerts'
import { PROJECT_BUDGET_ALERT } from '../../../electron/services/guard/project-budgets'
import { PRICE_CHANGE_ALERT } from '../../../electron/services/prices/price-change-alert'
import { causeWords } from '../../../shared/advice/cause-words'
import type { SpikeCause } from '../../../shared/domain/advice'
import { Balance } from '../../../shared/domain/balance'
import { translatorFor } from '../../support/i18n'
import { VALID_BALANCE } from '../../support/reliability/wire-fixtures'
import { LONG, PRICE } from '../../support/advice/spike-causes'

afterAll(async () => {
  await translatorFor('en')
})

const RETRIES: SpikeCause = { kind: 'retries', amount: '0.400000', share: 0.2, facts: { kind: 'retries', again: 21, failed: 2 }, fix: { kind: 'continue', saving: '0.400000', conversationId: null, model: null } }
const ELSEWHERE: SpikeCause = { kind: 'elsewhere', amount: '1.500000', share: 0.23, facts: { kind: 'elsewhere', usual: null }, fix: { kind: 'cap', saving: '1.300000', conversationId: null, model: null } }
const SPIKE = { kind: 'spike' as const, accountId: 'a', day: '2026-11-20', today: '48.000000', median: '0.110000', factor: 3 }

function told(center: AlertCenter): AlertNotice[] {
  const list: AlertNotice[] = []
  center.onAlert((n) => list.push(n))
  return list
}

// #37: a day's causes (the window and the spike notification) and main's alerts, said in German and Arabic.
describe("a day's causes and main's alerts in German and Arabic", () => {
  it('German causes: counts, money, percent and the day the German way; the fix with its saving', async () => {
    const { t } = await translatorFor('de')
    expect(causeWords(LONG, t)).toEqual({
      words: '„Parser refactor“ sendet mit jeder Nachricht 61.000 Tokens Kontext (die erste sendete 900); seine 40 Antworten kosteten 4,10\u00a0$, 62\u00a0% des Tages.',
      fix: 'Führen Sie „Parser refactor“ in einem neuen Chat mit einer Zusammenfassung fort: etwa 3,60\u00a0$ weniger für ebenso viele Nachrichten.',
    })
    expect(causeWords(RETRIES, t).words).toBe('21 Antworten wurden erneut angefordert (neu erzeugt oder wiederholt; 2 waren fehlgeschlagen oder abgebrochen): 0,40\u00a0$ für ersetzte Antworten, 20\u00a0% des Tages.')
    expect(causeWords(PRICE, t)).toEqual({
      words: 'Der Preis von tally-large ist am 3. Nov. gestiegen (in Ihrer Nutzung gefunden): die Nutzung von tally-large an diesem Tag kostete 2,00\u00a0$ statt 1,10\u00a0$ zu den alten Preisen.',
      fix: 'Wechseln Sie von tally-large zu tally-mini: etwa 0,70\u00a0$ weniger für dieselbe Nutzung („Was wäre, wenn“ zeigt, wie Ihre Bewertungen es einstufen).',
    })
    expect(causeWords(ELSEWHERE, t).words).toBe('Andere Schlüssel dieses Kontos haben 1,50\u00a0$ ausgegeben, 23\u00a0% des Tages: keine Chats in Tokentally.')
  })

  it('Arabic causes: plural forms by count (21 answers asked again), Arabic words, amounts as the language writes them', async () => {
    const { t } = await translatorFor('ar')
    const retries = causeWords(RETRIES, t).words
    expect(retries).toContain('طُلبت 21 إجابة مجددًا')
    expect(causeWords({ ...RETRIES, facts: { kind: 'retries', again: 3, failed: 0 } }, t).words).toContain('طُلبت 3 إجابات مجددًا')
    expect(causeWords(LONG, t).words).toContain('“Parser refactor”')
    for (const cause of [LONG, RETRIES, PRICE, ELSEWHERE]) {
      const { words, fix } = causeWords(cause, t)
      expect(words).toMatch(/[\u0600-\u06FF]{3}/)
      expect(fix).toMatch(/[\u0600-\u06FF]{3}/)
      expect(`${words} ${fix}`).not.toMatch(/\b(sends|asked again|price rose|Other keys|Continue|Switch from|Find the key)\b/)
    }
  })

  it('the spike notification in German names the causes; budget, project budget and price change alerts in German', async () => {
    const { t } = await translatorFor('de')
    const spike = guardNotification({ ...SPIKE, causes: [LONG, PRICE] }, t)
    expect(spike.title).toBe('Ausgabenspitze')
    expect(spike.body).toBe(
      'Die heutigen Ausgaben betragen bisher 48,00\u00a0$ (UTC), etwa 436× eines üblichen Tages (Median der letzten 30 Tage: 0,11\u00a0$; Sie werden ab 3× gewarnt). ' +
        `Grund: ${causeWords(LONG, t).words} Abhilfe: ${causeWords(LONG, t).fix} Außerdem: ${causeWords(PRICE, t).words} Abhilfe: ${causeWords(PRICE, t).fix}`,
    )
    expect(guardNotification({ ...SPIKE, causes: [] }, t).body).toContain('Keine einzelne Ursache gefunden')
    expect(guardNotification({ kind: 'budget', accountId: 'a', period: 'month', periodKey: '2026-11', threshold: 80, percent: 82, spent: '41.000000', budget: '50.000000' }, t)).toEqual({
      title: 'Budgetwarnung',
      body: 'Sie haben 80 % Ihres Monatsbudgets verbraucht: 41,00\u00a0$ von 50,00\u00a0$ (82 %) für 2026-11.',
    })
    expect(PROJECT_BUDGET_ALERT.words({ kind: 'project-budget', projectId: 'p', project: 'Client A', accountId: 'a', period: 'day', periodKey: '2026-11-20', threshold: 100, percent: 104, spent: '5.200000', budget: '5.000000' } as never, t)).toEqual({
      title: 'Projektbudget erreicht: Client A',
      body: '„Client A“ hat sein Tagesbudget erreicht: 5,20\u00a0$ von 5,00\u00a0$ (104 %) für 2026-11-20.',
    })
    expect(PRICE_CHANGE_ALERT.words({ kind: 'price-change', connectionId: 'a', model: 'tally-large', part: 'output', from: '15', to: '18', changePct: 20, since: '2025-11-12' }, t)).toEqual({
      title: 'Preisänderung',
      body: 'Der Ausgabepreis von tally-large ist am 12. Nov. um 20 % gestiegen (aus Ihrer Nutzung ermittelt: 15,00\u00a0$ → 18,00\u00a0$ pro Million Tokens).',
    })
  })

  it('the alert center says low balance and top-up in the language its translator shows (Arabic), the notice carrying the same words', async () => {
    const { t } = await translatorFor('ar')
    const center = new AlertCenter(t)
    const list = told(center)
    center.observe('c1', Balance.parse({ ...VALID_BALANCE, balance: '9.000000' }), '10.000000')
    center.observe('c1', Balance.parse({ ...VALID_BALANCE, balance: '20.000000' }), '10.000000')
    expect(list.map((n) => n.title)).toEqual(['رصيد منخفض', 'وصلت عملية شحن'])
    expect(list[0]?.body).toContain('أقل من حد التنبيه')
    expect(list[0]?.notice.message).toBe(`${list[0]?.title}: ${list[0]?.body}`)
    expect(guardNotification(SPIKE, t).title).toBe('ارتفاع مفاجئ في الإنفاق')
  })
})
