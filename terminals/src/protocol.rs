//! The terminal protocol: the messages a phone sends over its WebSocket and what the server
//! answers (`docs/formats.md`, the terminal protocol). Every message a phone sends carries
//! the join code and its session token; anything else is refused, in words, and logged.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::board::{MAX_BOARD_CHARS, SpaceProblem};
use crate::view::{BoardState, Stage};

/// The largest message a phone may send, in bytes (a board is at most
/// [`MAX_BOARD_CHARS`] characters): larger frames close the socket.
pub const MAX_MESSAGE_BYTES: usize = 1024;

/// A message as it arrives, before it is checked: every field a message of any type may
/// have, and nothing else (an unknown field makes it malformed).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Envelope {
    code: String,
    token: String,
    #[serde(rename = "type")]
    kind: String,
    seat: Option<u64>,
    text: Option<String>,
    rev: Option<u64>,
    done: Option<bool>,
    play: Option<hands::Command>,
}

/// A checked message from a phone (its code and token still to be checked by the hub).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The join code it carries.
    pub code: String,
    /// The session token it carries.
    pub token: String,
    /// What it asks for.
    pub request: Request,
}

/// What a phone asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Send me the current state (after a reconnect, or to check the line).
    Hello,
    /// I am this crew member (index in the crew).
    Claim(usize),
    /// I am nobody any more.
    Leave,
    /// My board now reads `text` (edit number `rev`).
    Board {
        /// The tokens.
        text: String,
        /// The phone's edit counter.
        rev: u64,
    },
    /// My board is complete (or not any more).
    Done(bool),
    /// A move with the cards in my hand (the dealt Action Round).
    Play(hands::Command),
}

/// Why a phone's message was not acted on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Not JSON, a missing or unknown field, an unknown type, a value out of range.
    #[error("malformed message: {0}")]
    Malformed(String),
    /// The join code is not this evening's.
    #[error("wrong join code")]
    WrongCode,
    /// Too many wrong codes lately: wait a few seconds.
    #[error("too many wrong codes: wait a few seconds")]
    TooManyTries,
    /// The token is unknown (never given, or the host released this phone).
    #[error("unknown session: join again")]
    UnknownSession,
    /// Ten terminals have joined already.
    #[error("{0} terminals have joined already: ask the host to release one")]
    Full(usize),
    /// No crew member has that number.
    #[error("there is no crew member {0}")]
    NoSuchSeat(usize),
    /// Another phone is that crew member.
    #[error("{0} is on another phone: ask the host to release them")]
    SeatTaken(String),
    /// A board or "done" from a phone that is nobody.
    #[error("pick your crew member first")]
    NoSeat,
    /// A board outside the boards stage.
    #[error("boards are entered after the Action Round")]
    NotNow,
    /// Boards of a finished game are only shown.
    #[error("this game is finished: it is only shown")]
    ReadOnly,
    /// The board breaks the token rules: the problems name the spaces.
    #[error("the board has {} problem(s)", .0.len())]
    BadBoard(Vec<SpaceProblem>),
    /// This phone (its address) is already a crew member, and the host allows one each.
    #[error("this phone is {0} already: one crew member per phone")]
    OneSeatPerPhone(String),
    /// This phone (its address) holds as many sessions as it may.
    #[error("this phone has joined already: reload the page that joined")]
    SessionsFromHere,
    /// This session has as many sockets open as it may.
    #[error("this page is open elsewhere: close it there")]
    TooManySockets,
    /// No cards are dealt on the phones now.
    #[error("no cards are dealt on the phones")]
    NoCards,
    /// The table refused the move with the cards.
    #[error("{0}")]
    Hand(hands::Refusal),
}

impl Message {
    /// Reads one text frame.
    ///
    /// # Errors
    /// [`Refusal::Malformed`] with what is wrong.
    pub fn parse(text: &str) -> Result<Message, Refusal> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(Refusal::Malformed(format!(
                "{} bytes: at most {MAX_MESSAGE_BYTES}",
                text.len()
            )));
        }
        let envelope: Envelope =
            serde_json::from_str(text).map_err(|e| Refusal::Malformed(e.to_string()))?;
        let missing = |field: &str| Refusal::Malformed(format!("`{field}` is missing"));
        let request = match envelope.kind.as_str() {
            "hello" => Request::Hello,
            "claim" => {
                let seat = envelope.seat.ok_or_else(|| missing("seat"))?;
                Request::Claim(usize::try_from(seat).unwrap_or(usize::MAX))
            }
            "leave" => Request::Leave,
            "board" => {
                let text = envelope.text.ok_or_else(|| missing("text"))?;
                if text.chars().count() > MAX_BOARD_CHARS {
                    return Err(Refusal::Malformed(format!(
                        "a board of {} characters: at most {MAX_BOARD_CHARS}",
                        text.chars().count()
                    )));
                }
                if text.chars().any(|c| c.is_control() && c != ' ') {
                    return Err(Refusal::Malformed(
                        "a board has no control characters".to_owned(),
                    ));
                }
                let rev = envelope.rev.ok_or_else(|| missing("rev"))?;
                Request::Board { text, rev }
            }
            "done" => Request::Done(envelope.done.ok_or_else(|| missing("done"))?),
            "play" => Request::Play(envelope.play.ok_or_else(|| missing("play"))?),
            other => {
                let shown: String = other.chars().take(20).collect();
                return Err(Refusal::Malformed(format!("unknown type `{shown}`")));
            }
        };
        Ok(Message {
            code: envelope.code,
            token: envelope.token,
            request,
        })
    }
}

/// One crew member as a phone sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CrewEntry {
    /// The name.
    pub name: String,
    /// The color's name.
    pub color: String,
    /// Some phone is this crew member.
    pub taken: bool,
    /// Their board is complete.
    pub done: bool,
}

/// What the server sends a phone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// Everything the phone shows: sent on connecting, after each change, and as the answer
    /// to each accepted message.
    State {
        /// A finished game's resolution shown read-only.
        read_only: bool,
        /// The crew member this phone is, if any.
        you: Option<usize>,
        /// The crew.
        crew: Vec<CrewEntry>,
        /// What the phones show now.
        stage: Box<Stage>,
        /// This phone's board (in the boards stage, once it is a crew member).
        board: Option<BoardState>,
        /// This phone's hand and the boards it programs, when the cards are dealt on the
        /// phones and this phone is a player holding cards.
        hand: Option<Box<hands::table::SeatView>>,
        /// The host's language (`en`, `de`, ...): the page's `lang`.
        lang: &'static str,
        /// The page's words in that language, by key (the `phone` area of `i18n`), shared by
        /// every phone's message.
        #[serde(serialize_with = "shared_words")]
        texts: Arc<BTreeMap<String, String>>,
    },
    /// A message was not acted on.
    Refused {
        /// Why, in words.
        reason: String,
        /// For a board: what is wrong with which space.
        problems: Vec<SpaceProblem>,
    },
    /// The host released this phone: its token is void, it may join again.
    Released,
}

/// Serializes the shared words as the map they are (serde's `rc` feature, for one field).
fn shared_words<S: serde::Serializer>(
    words: &Arc<BTreeMap<String, String>>,
    s: S,
) -> Result<S::Ok, S::Error> {
    words.as_ref().serialize(s)
}

impl ServerMessage {
    /// The refusal as a message, its reason in `language` (the phones').
    pub fn refused(refusal: &Refusal, language: i18n::Language) -> ServerMessage {
        let problems = match refusal {
            Refusal::BadBoard(problems) => problems.clone(),
            _ => Vec::new(),
        };
        ServerMessage::Refused {
            reason: refusal.words(language),
            problems,
        }
    }

    /// The JSON text sent.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            // Serializing these plain structs cannot fail; say so rather than panic.
            format!(r#"{{"type":"refused","reason":"server error: {e}","problems":[]}}"#)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_read_strictly() {
        let m = Message::parse(r#"{"code":"1234","token":"t","type":"claim","seat":2}"#).unwrap();
        assert_eq!(m.request, Request::Claim(2));
        let board =
            Message::parse(r#"{"code":"1","token":"t","type":"board","text":"A B","rev":3}"#)
                .unwrap();
        assert_eq!(
            board.request,
            Request::Board {
                text: "A B".into(),
                rev: 3
            }
        );
        for bad in [
            "",
            "null",
            "[]",
            r#"{"code":"1","token":"t"}"#,
            r#"{"code":"1","token":"t","type":"claim"}"#,
            r#"{"code":"1","token":"t","type":"claim","seat":-1}"#,
            r#"{"code":"1","token":"t","type":"fly"}"#,
            r#"{"code":"1","token":"t","type":"hello","cookie":1}"#,
            r#"{"code":1,"token":"t","type":"hello"}"#,
            r#"{"code":"1","token":"t","type":"board","text":"A\nB","rev":1}"#,
        ] {
            assert!(
                matches!(Message::parse(bad), Err(Refusal::Malformed(_))),
                "{bad}"
            );
        }
        let play = Message::parse(
            r#"{"code":"1","token":"t","type":"play","play":{"type":"place","figure":0,"space":2,"card":17,"top":"second","seen":0}}"#,
        )
        .unwrap();
        assert!(matches!(
            play.request,
            Request::Play(hands::Command::Place { space: 2, .. })
        ));
        for bad in [
            r#"{"code":"1","token":"t","type":"play"}"#,
            r#"{"code":"1","token":"t","type":"play","play":{"type":"place","figure":0}}"#,
            r#"{"code":"1","token":"t","type":"play","play":{"type":"steal","card":1}}"#,
            r#"{"code":"1","token":"t","type":"play","play":{"type":"give","card":1,"to":1,"seat":0}}"#,
        ] {
            assert!(
                matches!(Message::parse(bad), Err(Refusal::Malformed(_))),
                "{bad}"
            );
        }
        let long = format!(
            r#"{{"code":"1","token":"t","type":"board","text":"{}","rev":1}}"#,
            "A ".repeat(100)
        );
        assert!(Message::parse(&long).is_err());
    }
}
