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

/// A four-digit join code, `0000` to `9999`, uniform (the draw is repeated in the rare
/// case that would bias it).
///
/// # Errors
/// When the operating system has no random generator.
pub fn join_code() -> Result<String, RandomError> {
    loop {
        let n = u32::from_le_bytes(random_bytes::<4>()?);
        // 4_294_960_000 is the largest multiple of 10,000 below 2^32.
        if n < 4_294_960_000 {
            return Ok(format!("{:04}", n % 10_000));
        }
    }
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
    fn codes_are_four_digits_and_tokens_differ() {
        for _ in 0..100 {
            let code = join_code().unwrap();
            assert_eq!(code.len(), 4);
            assert!(code.bytes().all(|b| b.is_ascii_digit()), "{code}");
        }
        let (a, b) = (token().unwrap(), token().unwrap());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert!(same(&a, &a.clone()));
        assert!(!same(&a, &b));
        assert!(!same("1234", "12345"));
    }
}
