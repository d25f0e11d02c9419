# Posádka ve více místnostech: hlas na každém telefonu, telefony, které vypadnou a vrátí se.
sync-phone-voice-on = Hlas na tomto telefonu: zapnutý
sync-phone-voice-off = Hlas na tomto telefonu: vypnutý
sync-phone-voice-tap = Klepněte kamkoli, aby tento telefon mohl mluvit.
sync-phone-voice-none = Tento telefon neumí přehrát hlas: poslouchejte stůl.
sync-phone-no-vibrate = Tento telefon neumí vibrovat: místo toho obrazovka u každého hlášení blikne.
sync-phone-reconnecting = Spojení ztraceno: zkouším znovu…
sync-link-connected = { $name } · připojen
sync-link-reconnecting = { $name } · připojuje se znovu…
sync-link-gone = { $name } · pryč
sync-phones-line = Telefony: { $people }
