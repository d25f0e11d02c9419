//! The join code and the session tokens, drawn from the operating system's generator
//! (getrandom): nothing a phone could guess from the time or from another phone's token.

use std::fmt::Write as _;

/// Why no secret could be drawn.
#[derive(Debug, Clone, thiserror::Error)]
#[error("the operating system's random generator failed: {0}")]
pub struct RandomError(String);

fn random_bytes<const N: usize>() -> Result<[u8; N], RandomError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| RandomError(e.to_string()))?;
    Ok(bytes)
}

/// The join code's symbols: digits and capital letters without the ones a phone's player
/// could misread or mistype for another (0 O, 1 I L): 31 symbols.
pub const CODE_ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// How many symbols a join code has: 31^8, about 8.5e11 codes (`docs/formats.md` §12.2 gives
/// the expected time to guess one at the server's own limits).
pub const CODE_SYMBOLS: usize = 8;

/// A join code of [`CODE_SYMBOLS`] symbols of [`CODE_ALPHABET`], uniform (a byte that would
/// bias the draw is drawn again), shown in two groups of four: `K7QM-3XPA`.
///
/// # Errors
/// When the operating system has no random generator.
pub fn join_code() -> Result<String, RandomError> {
    let mut symbols = Vec::with_capacity(CODE_SYMBOLS);
    while symbols.len() < CODE_SYMBOLS {
        for b in random_bytes::<16>()? {
            // 248 is the largest multiple of 31 not above 256.
            if b < 248 && symbols.len() < CODE_SYMBOLS {
                symbols.push(CODE_ALPHABET[usize::from(b % 31)]);
            }
        }
    }
    let text: String = symbols.into_iter().map(char::from).collect();
    Ok(format!("{}-{}", &text[..4], &text[4..]))
}

/// A join code as a phone may type it (any case, spaces or dashes between the groups),
/// reduced to its symbols: `k7qm 3xpa` is `K7QM3XPA`.
pub fn normalized_code(code: &str) -> String {
    code.chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Whether `code` is a join code this server could have drawn (to keep one across restarts).
pub fn is_join_code(code: &str) -> bool {
    let code = normalized_code(code);
    code.len() == CODE_SYMBOLS && code.bytes().all(|b| CODE_ALPHABET.contains(&b))
}

/// A session token: 128 random bits as 32 hex digits.
///
/// # Errors
/// When the operating system has no random generator.
pub fn token() -> Result<String, RandomError> {
    let bytes = random_bytes::<16>()?;
    let mut text = String::with_capacity(32);
    for b in bytes {
        let _ = write!(text, "{b:02x}");
    }
    Ok(text)
}

/// Compares two secrets without stopping at the first different byte (a phone learns
/// nothing from how long a refusal took).
pub fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_two_groups_of_four_unambiguous_symbols_and_tokens_differ() {
        for _ in 0..100 {
            let code = join_code().unwrap();
            assert_eq!((code.len(), &code[4..5]), (9, "-"), "{code}");
            assert!(is_join_code(&code), "{code}");
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
            assert!(is_join_code(&code.to_lowercase().replace('-', " ")));
        }
        assert!(!is_join_code("1234"));
        assert!(!is_join_code("ABCD-EFG0"));
        let (a, b) = (token().unwrap(), token().unwrap());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()));
        assert!(!same(&a, &b));
        assert!(!same("1234", "12345"));
    }
}
