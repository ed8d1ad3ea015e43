// The first script of the page (index.html): tiny, so it runs while the app's bundle is still
// loading and compiling, and asks main for the first screen's data right away.
import { sendStartupRequests } from './queries/startup'

sendStartupRequests()
