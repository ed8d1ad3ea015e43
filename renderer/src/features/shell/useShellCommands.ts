import { useQueryClient } from '@tanstack/react-query'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { useCommand } from './commands'
import { copyLastAnswer } from './copy-last-answer'
import { useShortcutKeys } from './useShortcutKeys'
import { useBrowserMode } from '../../queries/app'

/**
 * The commands the shell runs itself: the views, New chat and Search (in the Chat view, done once
 * it is shown), Copy the last answer, and the shortcuts dialog. Refresh is each view's own
 * (`useCommand('refresh', …)` where the view's data is).
 */
export function useShellCommands(showShortcuts: () => void): void {
  const setView = useUi((s) => s.setView)
  const client = useQueryClient()
  useShortcutKeys(useBrowserMode())
  useCommand('view-dashboard', () => setView('dashboard'))
  useCommand('view-usage', () => setView('usage'))
  useCommand('view-chat', () => setView('chat'))
  useCommand('view-models', () => setView('models'))
  useCommand('view-batches', () => setView('batches'))
  useCommand('view-settings', () => setView('settings'))
  useCommand('new-chat', () => {
    setView('chat')
    useChatStore.getState().requestAction('new-chat')
  })
  useCommand('search-conversations', () => {
    setView('chat')
    useChatStore.getState().requestAction('search')
  })
  useCommand('copy-last-answer', () => void copyLastAnswer(client))
  useCommand('show-shortcuts', showShortcuts)
  useCommand('import-conversations', () => useUi.getState().openImport())
}
