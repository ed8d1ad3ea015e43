import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "causes.aConversation": "Uma conversa",
  "causes.long": "“{title}” envia {largest} tokens de contexto a cada mensagem (a primeira enviou {first}); {count, plural, one {sua # resposta custou} many {suas # respostas custaram} other {suas # respostas custaram}} {cost}, {share} do dia.",
  "causes.fixSummary": "Continue “{title}” em um novo chat com um resumo.",
  "causes.fixSummarySaving": "Continue “{title}” em um novo chat com um resumo: cerca de {saving} a menos pelo mesmo número de mensagens.",
  "causes.retries": "{count, plural, one {# resposta foi pedida de novo} many {# respostas foram pedidas de novo} other {# respostas foram pedidas de novo}} (regeneradas ou repetidas): {cost} gastos em respostas substituídas, {share} do dia.",
  "causes.retriesFailed": "{count, plural, one {# resposta foi pedida de novo} many {# respostas foram pedidas de novo} other {# respostas foram pedidas de novo}} (regeneradas ou repetidas; {failed} tinham falhado ou sido interrompidas): {cost} gastos em respostas substituídas, {share} do dia.",
  "causes.fixContinue": "Use Continuar em uma resposta interrompida em vez de perguntar de novo, e leia por que uma resposta falhou antes de repetir: cerca de {saving} em um dia como este.",
  "causes.priceRose": "O preço de {model} subiu em {day} (encontrado no seu uso): o uso de {model} nesse dia custou {now} em vez de {before} pelos preços antigos.",
  "causes.fixSwitch": "Troque {model} por {to}: cerca de {saving} a menos pelo mesmo uso (E se mostra como seus votos o avaliam).",
  "causes.fixCompare": "Compare {model} com modelos mais baratos em E se.",
  "causes.fixCap": "Encontre a chave que gasta (seus scripts, outros apps, dispositivos) e defina um orçamento diário para que um dia assim alerte cedo: cerca de {saving} acima de um dia normal.",
  "causes.elsewhere": "Outras chaves desta conta gastaram {cost}, {share} do dia: não são chats no Tokentally.",
  "causes.elsewhereUsual": "Outras chaves desta conta gastaram {cost}, {share} do dia (normalmente {usual}): não são chats no Tokentally.",
  "causes.why": "Por quê: {words} Solução: {fix}",
  "causes.also": "Também: {words} Solução: {fix}",
  "causes.noneFound": "Nenhuma causa única encontrada: nem uma conversa, nem repetições, nem uma mudança de preço, nem outras chaves explicam a maior parte.",
} satisfies Translation<typeof en>
