## Area `pace` (see i18n/src/lib.rs): every key exists in all five languages; the tests check it.
