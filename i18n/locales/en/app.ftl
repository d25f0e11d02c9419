## The app's window: every screen's labels, buttons, tooltips and messages.

## The language setting
language-label = Language
language-system = System language ({ $language })
language-tooltip = The language of the app and the crew's phones. Applied at once.
