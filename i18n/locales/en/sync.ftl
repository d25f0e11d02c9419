# The crew in more than one room: the voice on every phone, phones that drop and come back.
# Keys starting with sync-phone- are the phone page's words (sent with every state).
sync-phone-voice-on = Voice on this phone: on
sync-phone-voice-off = Voice on this phone: off
sync-phone-voice-tap = Tap anywhere to let this phone speak.
sync-phone-voice-none = This phone cannot play the voice: listen to the table.
sync-phone-no-vibrate = This phone cannot vibrate: the screen flashes each announcement instead.
sync-phone-reconnecting = Connection lost: trying again…
# The host's list of phones, per crew member.
sync-link-connected = { $name } · connected
sync-link-reconnecting = { $name } · reconnecting…
sync-link-gone = { $name } · gone
sync-phones-line = Phones: { $people }
