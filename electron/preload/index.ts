import { contextBridge, ipcRenderer } from 'electron'
import { type Transport, createBridge } from '../../shared/ipc/bridge'

const transport: Transport = {
  invoke: (channel, args) => ipcRenderer.invoke(channel, args),
  on: (channel, listener) => {
    const wrapped = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(channel, wrapped)
    return () => {
      ipcRenderer.removeListener(channel, wrapped)
    }
  },
}

contextBridge.exposeInMainWorld('tally', createBridge(transport))
