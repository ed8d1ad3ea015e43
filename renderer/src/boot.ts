// The first script of the page (index.html): tiny, so it runs while the app's bundle is still
// loading and compiling, and asks main for the first screen's data right away.
// Browser mode builds window.tally over its WebSocket first (the desktop app's preload already did).
import './transport/install'
import { sendStartupRequests } from './queries/startup'
import { startLanguage } from './i18n'

sendStartupRequests()
// #37: the language's chunk loads while the app's bundle does.
void startLanguage()
