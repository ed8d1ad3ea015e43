import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "common.copied": "Copiado",
  "common.copyReport": "Copiar relatório de erro",
  "common.error.param": "parâmetro “{param}”",
  "common.error.requestId": "ID da solicitação {id}",
  "common.seconds": "{seconds, number} s",
  "common.now": "agora",
  "common.viewFailed": "Não foi possível mostrar a visão {view}",
  "common.viewChunkFailed": "Parte do app não pôde ser carregada: a conexão com o Tokentally caiu ou ele foi reiniciado. Recarregue a página quando ele voltar a funcionar (no modo navegador, abra o link que ele exibiu).",
  "common.viewBug": "Algo deu errado ao mostrá-la. Recarregue para tentar de novo; se acontecer outra vez, copie o diagnóstico em Configurações → Sobre para um relatório de bug.",
  "common.reload": "Recarregar",
} satisfies Translation<typeof en>
