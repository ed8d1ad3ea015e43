/** The question main asks on Linux at the window's first close (a native dialog), in the app's language (#37). English is the source: every other language has exactly these keys. */
export default {
  "closeAsk.title": "Keep Tokentally running?",
  "closeAsk.message": "Keep running in the tray when the window is closed?",
  "closeAsk.detail": "The tray shows your balance and low-balance alerts keep coming. Some desktops hide tray icons; you can change this in Settings → Desktop.",
  "closeAsk.keep": "Keep running in the tray",
  "closeAsk.quit": "Quit when closed",
}
