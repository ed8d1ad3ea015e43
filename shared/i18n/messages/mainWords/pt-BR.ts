import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "mainWords.usagePage.notModifiedWithoutEtag": "O serviço respondeu 304 Not Modified a uma solicitação sem ETag.",
  "mainWords.usagePage.nextPageOutside": "O next_page {next} do serviço está fora de {from}..{to}.",
  "mainWords.keychain.noAnswer": "ele não respondeu em {seconds} s",
  "mainWords.keychain.noAnswerLocked": "ele não respondeu em {seconds} s; talvez esteja bloqueado",
  "mainWords.keychain.noLibrary": "não foi possível carregar a biblioteca do chaveiro: {detail}",
  "mainWords.update.unpackaged": "Atualizações indisponíveis: esta cópia é executada sem empacotamento (a partir do código-fonte).",
  "mainWords.update.linuxDeb": "As atualizações chegam pelo seu gerenciador de pacotes: esta cópia foi instalada a partir de um pacote .deb.",
  "mainWords.update.noFeed": "Atualizações indisponíveis: esta versão não tem um feed de atualizações configurado.",
  "mainWords.update.testShell": "Atualizações indisponíveis no ambiente de teste.",
  "mainWords.demoName": "Conta de demonstração",
  "mainWords.deletedProject": "Projeto excluído",
  "mainWords.batchMd.tokensOut": "{count, plural, one {# token de saída} many {# tokens de saída} other {# tokens de saída}}",
  "mainWords.batchMd.tokensOutCounted": "{count, plural, one {# token de saída} many {# tokens de saída} other {# tokens de saída}} (contados aqui)",
  "mainWords.batchMd.estimate": "≈ {amount} (estimativa)",
  "mainWords.batchMd.noAnswer": "(sem resposta)",
} satisfies Translation<typeof en>
