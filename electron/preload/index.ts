import { contextBridge, ipcRenderer } from 'electron';
import { ipcChannel, type AppApi } from '../shared/contract';

const api: AppApi = {
  getAppInfo: () => ipcRenderer.invoke(ipcChannel('getAppInfo')),
};

contextBridge.exposeInMainWorld('orderslip', api);
