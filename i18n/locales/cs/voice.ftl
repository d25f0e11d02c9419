## Oblast `voice`: výběr hlasu hlášení.
voice-label = Hlas
voice-follows-language = Podle jazyka ({ $language })
voice-tooltip = Hlas lodního počítače pro příští misi: hlas jazyka aplikace, nebo jiného jazyka.
