// Browser mode: opens the WebSocket to main while the app's bundle is still loading and compiling,
// so the first screen's requests go out as soon as boot.ts runs (renderer/src/transport/ adopts
// this socket and the messages it got meanwhile). In the desktop app the preload has already set
// window.tally: nothing to do.
;(function () {
  if (window.tally) return
  var early = []
  var socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws')
  socket.onmessage = function (event) {
    early.push(event.data)
  }
  window.__tallyEarlySocket = { socket: socket, early: early }
})()
