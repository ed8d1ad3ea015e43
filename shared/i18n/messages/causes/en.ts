/** A day's spend explained (#36): each cause and its fix, said from the facts main finds, in the window and in main's spike notification (#37). English is the source: every other language has exactly these keys. */
export default {
  "causes.aConversation": "A conversation",
  "causes.long": "“{title}” sends {largest} tokens of context with every message (its first sent {first}); its {count, plural, one {# answer} other {# answers}} cost {cost}, {share} of the day.",
  "causes.fixSummary": "Continue “{title}” in a new chat with a summary.",
  "causes.fixSummarySaving": "Continue “{title}” in a new chat with a summary: about {saving} less for as many messages.",
  "causes.retries": "{count, plural, one {# answer was} other {# answers were}} asked again (regenerated or retried): {cost} spent on answers you replaced, {share} of the day.",
  "causes.retriesFailed": "{count, plural, one {# answer was} other {# answers were}} asked again (regenerated or retried; {failed} had failed or broken off): {cost} spent on answers you replaced, {share} of the day.",
  "causes.fixContinue": "Use Continue on an answer that broke off instead of asking again, and read why an answer failed before retrying: about {saving} a day like this.",
  "causes.priceRose": "{model}'s price rose on {day} (found in your usage): the day's {model} use cost {now} instead of {before} at the old prices.",
  "causes.fixSwitch": "Switch from {model} to {to}: about {saving} less for the same use (What if shows how your votes rate it).",
  "causes.fixCompare": "Compare {model} with cheaper models in What if.",
  "causes.fixCap": "Find the key that spends (your scripts, other apps, devices) and set a daily budget so a day like this alerts early: about {saving} above a usual day.",
  "causes.elsewhere": "Other keys on this account spent {cost}, {share} of the day: not chats in Tokentally.",
  "causes.elsewhereUsual": "Other keys on this account spent {cost}, {share} of the day (usually {usual}): not chats in Tokentally.",
  "causes.why": "Why: {words} Fix: {fix}",
  "causes.also": "Also: {words} Fix: {fix}",
  "causes.noneFound": "No single cause found: neither one conversation, retries, a price change nor other keys explain most of it.",
}
