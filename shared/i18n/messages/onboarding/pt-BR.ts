import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "onboarding.title": "Boas-vindas ao Tokentally",
  "onboarding.lead": "Seu saldo de créditos pré-pagos e o uso por modelo num relance, sem abrir um painel na web.",
  "onboarding.leadChat": "Converse com os modelos da sua conta e veja quanto custou cada resposta.",
  "onboarding.connect": "Conectar sua conta",
  "onboarding.connectButton": "Conectar",
  "onboarding.keysFirst": "Escolha primeiro onde guardar suas chaves de API (acima); depois informe aqui a URL base do serviço e uma chave.",
  "onboarding.connectHint": "Informe a URL base do serviço e uma chave de API. O Tokentally as verifica com o serviço antes de salvar.",
  "onboarding.justLooking": "Só dando uma olhada?",
  "onboarding.demoLead": "Explore uma conta de demonstração com créditos, meses de uso realista e um chat que funciona.",
  "onboarding.demoHint": "A demonstração usa um simulador embutido neste computador (127.0.0.1): sem conta, sem chave, sem dinheiro real. Tudo o que vem dela é marcado como DEMO, e você pode conectar uma conta real depois em Configurações.",
  "onboarding.demoStarting": "Iniciando a demonstração…",
  "onboarding.demoStart": "Explorar com dados de demonstração",
  "onboarding.demoFailed": "Não foi possível iniciar a demonstração",
  "onboarding.demoFailedDetail": "Não foi possível iniciar a demonstração: {message}",
} satisfies Translation<typeof en>
