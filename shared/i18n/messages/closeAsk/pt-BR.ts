import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "closeAsk.title": "Manter o Tokentally em execução?",
  "closeAsk.message": "Continuar na bandeja do sistema quando a janela for fechada?",
  "closeAsk.detail": "A bandeja mostra seu saldo e os alertas de saldo baixo continuam chegando. Alguns desktops ocultam os ícones da bandeja; você pode mudar isso em Configurações → Desktop.",
  "closeAsk.keep": "Continuar na bandeja",
  "closeAsk.quit": "Sair ao fechar",
} satisfies Translation<typeof en>
