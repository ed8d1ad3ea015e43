import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  "storeErrors.notSaved.answer": "Не удалось сохранить ответ: {detail}.",
  "storeErrors.notSaved.balanceHistory": "Не удалось сохранить историю баланса: {detail}.",
  "storeErrors.notSaved.batch": "Не удалось сохранить пакет: {detail}.",
  "storeErrors.notSaved.branch": "Не удалось сохранить ветку: {detail}.",
  "storeErrors.notSaved.branchDeletion": "Не удалось сохранить удаление ветки: {detail}.",
  "storeErrors.notSaved.conversation": "Не удалось сохранить беседу: {detail}.",
  "storeErrors.notSaved.conversationLink": "Не удалось сохранить ссылку на предыдущую беседу: {detail}.",
  "storeErrors.notSaved.deletion": "Не удалось сохранить удаление: {detail}.",
  "storeErrors.notSaved.draft": "Не удалось сохранить черновик: {detail}.",
  "storeErrors.notSaved.historyDeletion": "Не удалось сохранить удаление всей истории чатов: {detail}.",
  "storeErrors.notSaved.importedConversations": "Не удалось сохранить импортированные беседы: {detail}.",
  "storeErrors.notSaved.messages": "Не удалось сохранить сообщения: {detail}.",
  "storeErrors.notSaved.project": "Не удалось сохранить проект: {detail}.",
  "storeErrors.notSaved.projectAndTags": "Не удалось сохранить проект и теги: {detail}.",
  "storeErrors.notSaved.projectBudget": "Не удалось сохранить бюджет проекта: {detail}.",
  "storeErrors.notSaved.projectDeletion": "Не удалось сохранить удаление проекта: {detail}.",
  "storeErrors.notSaved.prompt": "Не удалось сохранить промпт: {detail}.",
  "storeErrors.notSaved.usageCache": "Не удалось сохранить кэш использования: {detail}.",
  "storeErrors.notSaved.vote": "Не удалось сохранить голос: {detail}.",
  "storeErrors.notSavedFile": "Не удалось сохранить {path}: {detail}.",
  "storeErrors.diskFull": "Диск заполнен: освободите место и повторите попытку.",
  "storeErrors.checkFolder": "Проверьте, что папка данных приложения доступна для записи и диск не заполнен.",
  "storeErrors.nothingLost": "Ничего из сохранённого ранее не потеряно.",
} satisfies Translation<typeof en>
