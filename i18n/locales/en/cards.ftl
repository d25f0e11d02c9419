# The shipped threat cards' rules texts, one message per card (`cards-e1-04` for E1-04).
# English defines none on purpose: the English text is each card's `text` in
# missions/threats/*.yaml, the one source of it (and of homebrew cards, which keep their own
# text in every language). The other languages translate it here; tests/tests/it/card_texts.rs
# checks that each defines every shipped card, with the English text's X:/Y:/Z: actions.
