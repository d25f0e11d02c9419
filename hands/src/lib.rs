//! The Action Round's cards, for a crew that plays it on phones or on the host.
//!
//! The rulebook's Action Round, as this crate models it (docs/action-round.md says it for the
//! crew): each player picks up five action cards at the start of each phase (the packet) and
//! plays them face down on the spaces of that phase on an action board, with either half on
//! top. Cards may be taken back, moved and turned over until the phase ends; a player who is
//! done may end the phase early by picking up the next packet, and the spaces of a finished
//! phase never change again. At the announced end of a phase every player's phase ends.
//! "Incoming data" lets each player draw one card; during a "data transfer" each player may
//! give one ordinary card to another player before the beep; "communications down" silences
//! the crew. Unplayed cards stay in the hand.
//!
//! - [`deck`]: the decks as data: 90 base cards, 6 heroic cards, the double-action deck, the
//!   specialization cards.
//! - [`deal()`]: the packets of every player and the androids' cards, shuffled by the game's
//!   seed (the same seed, the same deal), by the rulings D1-D8 of RULINGS.md.
//! - [`Table`]: the hands and boards while the round runs. Commands in ([`Command`]), events
//!   out ([`Event`]); only [`Table::apply`] changes it, so a log of events replays a round and
//!   no card is ever lost or doubled.

pub mod card;
pub mod deal;
pub mod deck;
pub mod table;

pub use card::{Back, Card, CardId, Kind, Top, TopHalf};
pub use deal::{Deal, DealError, DealRules, deal};
pub use table::{Command, Event, Played, Refusal, SeatView, Signal, Table};
