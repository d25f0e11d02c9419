//! The server's one shared state: the join code, the phones' sessions and who they are, the
//! crew and stage the host published, and the boards. The web side and the host both go
//! through it; every change wakes the phones' sockets (a `watch` counter), which then send
//! their own view of it.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use i18n::Language;
use tokio::sync::watch;

use crate::door::{Door, address_key};
use crate::limits::Limits;
use crate::lock;
use crate::protocol::{CrewEntry, Message, Refusal, Request, ServerMessage};
use crate::secret;
use crate::view::{BoardState, Seat, Stage};

mod hand;
mod known;
mod requests;

/// At most this many terminals (phones with a session): five players and twenty who watch
/// from other rooms, with room to spare.
pub const MAX_TERMINALS: usize = 30;

/// A session nobody is connected to and that is no crew member is forgotten after this long,
/// to make room for another phone.
const IDLE: Duration = Duration::from_secs(30);

/// What the phones did, for the host (drained with `Terminals::events`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TerminalEvent {
    /// A phone became this crew member.
    Claimed {
        /// The crew member's index.
        seat: usize,
    },
    /// This crew member has no phone any more (the phone let go, or the host released it).
    Left {
        /// The crew member's index.
        seat: usize,
    },
    /// A crew member's board, as typed on their phone (already checked: every token a card).
    Board {
        /// The crew member's index.
        seat: usize,
        /// The tokens, in the game file's spelling.
        text: String,
    },
    /// A crew member said their board is complete (or not any more).
    Done {
        /// The crew member's index.
        seat: usize,
        /// Complete.
        done: bool,
    },
    /// A player moved cards of their dealt hand (the table changed: `Terminals::table`).
    Played {
        /// The crew member's index.
        seat: usize,
    },
}

/// One crew member's phone, for the host's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Joined {
    /// The crew member's index.
    pub seat: usize,
    /// Their name.
    pub name: String,
    /// The phone's socket is open now.
    pub connected: bool,
    /// Connected, reconnecting or gone.
    pub link: crate::link::Link,
    /// Their board is complete.
    pub done: bool,
}

#[derive(Debug)]
struct Session {
    seat: Option<usize>,
    sockets: u32,
    last_seen: Instant,
    /// Where the phone is (its address, an IPv6 one's /64): one phone, one crew member.
    from: IpAddr,
}

#[derive(Debug)]
struct Inner {
    read_only: bool,
    seats: Vec<Seat>,
    stage: Stage,
    boards: Vec<BoardState>,
    sessions: BTreeMap<String, Session>,
    /// The host's language, and the phone page's words in it (sent with every state).
    language: Language,
    texts: Arc<BTreeMap<String, String>>,
    limits: Limits,
    /// The dealt hands and boards, when the crew plays the Action Round on the phones.
    table: Option<hands::Table>,
}

/// The phone page's words (the `phone` area, and the `quiet` area's `quiet-phone-` keys:
/// the flash and vibrate switch; the `sync` area's `sync-phone-` keys) in `language`.
fn phone_texts(language: Language) -> Arc<BTreeMap<String, String>> {
    let quiet = i18n::area_texts(language, "quiet")
        .into_iter()
        .filter(|(key, _)| key.starts_with("quiet-phone-"));
    let sync = i18n::area_texts(language, "sync")
        .into_iter()
        .filter(|(key, _)| key.starts_with("sync-phone-"));
    // The page's words about keeping the screen awake (remote play, `remote.ftl`).
    let remote = i18n::area_texts(language, "remote")
        .into_iter()
        .filter(|(key, _)| key.starts_with("remote-phone-"));
    Arc::new(
        i18n::area_texts(language, "phone")
            .into_iter()
            .chain(quiet)
            .chain(sync)
            .chain(remote)
            .collect(),
    )
}

/// Wakes the host's window when a phone did something.
pub type Waker = Arc<dyn Fn() + Send + Sync>;

/// The shared state (see the module docs).
pub struct Hub {
    door: Door,
    inner: Mutex<Inner>,
    changed: watch::Sender<u64>,
    events: mpsc::Sender<TerminalEvent>,
    waker: Mutex<Option<Waker>>,
    /// The phones' voice: the mission's clips and when they are spoken (`voice.rs`).
    pub(crate) voice: crate::voice::Desk,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub").finish_non_exhaustive()
    }
}

impl Hub {
    /// A hub with join code `code`, within `limits`, sending the phones' events to `events`.
    pub fn new(
        code: String,
        read_only: bool,
        limits: Limits,
        events: mpsc::Sender<TerminalEvent>,
    ) -> Hub {
        Hub {
            door: Door::new(code),
            inner: Mutex::new(Inner {
                read_only,
                seats: Vec::new(),
                // No note of the host's yet: the page says `phone-waiting-mission` in the
                // phones' language.
                stage: Stage::Waiting {
                    note: String::new(),
                },
                boards: Vec::new(),
                sessions: BTreeMap::new(),
                language: Language::En,
                texts: phone_texts(Language::En),
                limits,
                table: None,
            }),
            changed: watch::channel(0).0,
            events,
            waker: Mutex::new(None),
            voice: crate::voice::Desk::new(),
        }
    }

    /// The join code.
    pub fn code(&self) -> &str {
        self.door.code()
    }

    /// How long a silent socket is kept ([`Limits::idle_timeout`]).
    pub fn idle_timeout(&self) -> Duration {
        lock(&self.inner).limits.idle_timeout
    }

    /// A receiver that sees every change.
    pub fn subscribe(&self) -> watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Calls `waker` whenever a phone's event is queued for the host.
    pub fn set_waker(&self, waker: Option<Waker>) {
        *lock(&self.waker) = waker;
    }

    fn bump(&self) {
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
    }

    fn emit(&self, event: TerminalEvent) {
        // The host may have dropped its receiver while shutting down: nothing to tell then.
        let _ = self.events.send(event);
        if let Some(waker) = lock(&self.waker).clone() {
            waker();
        }
    }

    /// A new phone at `from` with the right code gets a session token.
    ///
    /// # Errors
    /// A wrong code (or too many lately), [`MAX_TERMINALS`] sessions already, or as many
    /// from that address as it may hold.
    pub fn join(&self, code: &str, from: IpAddr) -> Result<String, Refusal> {
        self.at_the_door(code, from)?;
        let from = address_key(from);
        let token = secret::token().map_err(|e| Refusal::Malformed(e.to_string()))?;
        let mut inner = lock(&self.inner);
        let now = Instant::now();
        inner
            .sessions
            .retain(|_, s| s.seat.is_some() || s.sockets > 0 || now - s.last_seen < IDLE);
        if inner.sessions.len() >= MAX_TERMINALS {
            return Err(Refusal::Full(MAX_TERMINALS));
        }
        let here = inner.sessions.values().filter(|s| s.from == from).count();
        if here >= inner.limits.sessions_per_address {
            return Err(Refusal::SessionsFromHere);
        }
        inner.sessions.insert(
            token.clone(),
            Session {
                seat: None,
                sockets: 0,
                last_seen: now,
                from,
            },
        );
        Ok(token)
    }

    /// Checks a code and token pair.
    ///
    /// # Errors
    /// A wrong code or an unknown token.
    pub fn check(&self, code: &str, token: &str) -> Result<(), Refusal> {
        if !self.door.code_ok(code) {
            return Err(Refusal::WrongCode);
        }
        if lock(&self.inner).sessions.contains_key(token) {
            Ok(())
        } else {
            Err(Refusal::UnknownSession)
        }
    }

    /// A socket of session `token` opens from `from` (the phone's address now: it counts
    /// for the crew member it may be): counted until [`Hub::closed`].
    ///
    /// # Errors
    /// [`Refusal::UnknownSession`], or [`Refusal::TooManySockets`] open with this token.
    pub fn open_socket(&self, token: &str, from: IpAddr) -> Result<(), Refusal> {
        let mut inner = lock(&self.inner);
        let most = inner.limits.sockets_per_token;
        let session = inner
            .sessions
            .get_mut(token)
            .ok_or(Refusal::UnknownSession)?;
        if session.sockets >= most {
            return Err(Refusal::TooManySockets);
        }
        session.sockets += 1;
        session.from = address_key(from);
        session.last_seen = Instant::now();
        drop(inner);
        self.bump();
        Ok(())
    }

    /// A socket of session `token` closed.
    pub fn closed(&self, token: &str) {
        let mut inner = lock(&self.inner);
        if let Some(session) = inner.sessions.get_mut(token) {
            session.sockets = session.sockets.saturating_sub(1);
            session.last_seen = Instant::now();
        }
        drop(inner);
        self.bump();
    }

    /// Acts on one checked message from a phone.
    ///
    /// # Errors
    /// Why it was refused (nothing changed then).
    pub fn handle(&self, message: &Message) -> Result<(), Refusal> {
        self.check(&message.code, &message.token)?;
        let mut inner = lock(&self.inner);
        let token = message.token.as_str();
        let events = match &message.request {
            Request::Hello => Vec::new(),
            Request::Claim(wanted) => inner.claim(token, *wanted)?,
            Request::Leave => inner.leave(token),
            Request::Board { text, rev } => inner.enter_board(token, text, *rev)?,
            Request::Done(done) => inner.mark_done(token, *done)?,
            Request::Play(command) => inner.play(token, command)?,
        };
        drop(inner);
        for event in events {
            self.emit(event);
        }
        self.bump();
        Ok(())
    }

    /// What the phone of session `token` shows now; `None` once the session is void.
    pub fn state_for(&self, token: &str) -> Option<ServerMessage> {
        let inner = lock(&self.inner);
        let you = inner.sessions.get(token)?.seat;
        let crew = inner
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| CrewEntry {
                name: s.name.clone(),
                color: s.color.clone(),
                taken: inner.sessions.values().any(|x| x.seat == Some(i)),
                done: inner.boards.get(i).is_some_and(|b| b.done),
            })
            .collect();
        let board = match (&inner.stage, you) {
            (Stage::Boards(_), Some(seat)) => inner.boards.get(seat).cloned(),
            _ => None,
        };
        let hand = inner.hand_of(you);
        Some(ServerMessage::State {
            read_only: inner.read_only,
            you,
            crew,
            stage: Box::new(inner.stage.clone()),
            board,
            hand,
            lang: inner.language.tag(),
            texts: inner.texts.clone(),
        })
    }

    /// The phones speak `language` from the next state on (the host's, as it changes).
    pub fn set_language(&self, language: Language) {
        let mut inner = lock(&self.inner);
        if inner.language == language {
            return;
        }
        inner.language = language;
        inner.texts = phone_texts(language);
        drop(inner);
        self.bump();
    }

    /// The phone page's language and its words, for the page served before any state.
    pub fn page_texts(&self) -> (Language, Arc<BTreeMap<String, String>>) {
        let inner = lock(&self.inner);
        (inner.language, inner.texts.clone())
    }

    /// The host's crew: phones keep the crew member of the same index while there is one.
    pub fn set_crew(&self, seats: Vec<Seat>) {
        let mut inner = lock(&self.inner);
        if inner.seats == seats {
            return;
        }
        let count = seats.len();
        inner.seats = seats;
        inner.boards.resize_with(count, BoardState::default);
        for session in inner.sessions.values_mut() {
            if session.seat.is_some_and(|s| s >= count) {
                session.seat = None;
            }
        }
        drop(inner);
        self.bump();
    }

    /// What the phones show now; nothing is sent when it did not change.
    pub fn publish(&self, stage: Stage) {
        let mut inner = lock(&self.inner);
        if inner.stage == stage {
            return;
        }
        inner.stage = stage;
        drop(inner);
        self.bump();
    }

    /// The boards as the host has them (when its boards screen opens): texts by seat, none
    /// done yet.
    pub fn reset_boards(&self, texts: Vec<String>) {
        let mut inner = lock(&self.inner);
        let count = inner.seats.len();
        inner.boards = (0..count)
            .map(|i| BoardState {
                text: texts.get(i).cloned().unwrap_or_default(),
                done: false,
                rev: 0,
            })
            .collect();
        drop(inner);
        self.bump();
    }

    /// The host typed a crew member's board: the phone shows it.
    pub fn set_board(&self, seat: usize, text: &str) {
        let mut inner = lock(&self.inner);
        let Some(b) = inner.boards.get_mut(seat) else {
            return;
        };
        if b.text == text {
            return;
        }
        text.clone_into(&mut b.text);
        drop(inner);
        self.bump();
    }

    /// The host lets a crew member's phone go: its session ends (the phone is told and may
    /// join again, as anyone).
    pub fn release(&self, seat: usize) {
        let mut inner = lock(&self.inner);
        let before = inner.sessions.len();
        inner.sessions.retain(|_, s| s.seat != Some(seat));
        let released = inner.sessions.len() != before;
        drop(inner);
        if released {
            self.emit(TerminalEvent::Left { seat });
            self.bump();
        }
    }

    /// The crew members that have a phone.
    pub fn joined(&self) -> Vec<Joined> {
        let inner = lock(&self.inner);
        let mut joined: Vec<Joined> = inner
            .sessions
            .values()
            .filter_map(|s| {
                let seat = s.seat?;
                Some(Joined {
                    seat,
                    name: inner.seats.get(seat)?.name.clone(),
                    connected: s.sockets > 0,
                    link: crate::link::Link::of(s.sockets, s.last_seen),
                    done: inner.boards.get(seat).is_some_and(|b| b.done),
                })
            })
            .collect();
        joined.sort_by_key(|j| j.seat);
        joined
    }

    /// How many terminals have a session.
    pub fn terminals(&self) -> usize {
        lock(&self.inner).sessions.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::BoardsView;

    fn message(token: &str, request: Request) -> Message {
        Message {
            code: "1234".into(),
            token: token.into(),
            request,
        }
    }

    fn phone(n: u8) -> IpAddr {
        IpAddr::from([192, 168, 1, n])
    }

    fn crew(hub: &Hub) {
        hub.set_crew(
            ["Anna", "Ben"]
                .map(|n| Seat {
                    name: n.into(),
                    color: "red".into(),
                })
                .to_vec(),
        );
    }

    #[test]
    fn one_phone_per_crew_member_until_released() {
        let (tx, rx) = mpsc::channel();
        let hub = Hub::new("1234".into(), false, Limits::default(), tx);
        crew(&hub);
        assert_eq!(hub.join("9999", phone(1)), Err(Refusal::WrongCode));
        let a = hub.join("1234", phone(1)).unwrap();
        let b = hub.join("1234", phone(2)).unwrap();
        hub.handle(&message(&a, Request::Claim(0))).unwrap();
        assert_eq!(
            hub.handle(&message(&b, Request::Claim(0))),
            Err(Refusal::SeatTaken("Anna".into()))
        );
        assert_eq!(
            hub.handle(&message(&b, Request::Claim(5))),
            Err(Refusal::NoSuchSeat(5))
        );
        hub.release(0);
        assert_eq!(
            hub.handle(&message(&a, Request::Hello)),
            Err(Refusal::UnknownSession)
        );
        hub.handle(&message(&b, Request::Claim(0))).unwrap();
        let events: Vec<_> = rx.try_iter().collect();
        assert_eq!(
            events,
            [
                TerminalEvent::Claimed { seat: 0 },
                TerminalEvent::Left { seat: 0 },
                TerminalEvent::Claimed { seat: 0 }
            ]
        );
    }

    #[test]
    fn boards_only_in_the_boards_stage_and_only_good_ones() {
        let (tx, rx) = mpsc::channel();
        let hub = Hub::new("1234".into(), false, Limits::default(), tx);
        crew(&hub);
        let a = hub.join("1234", phone(1)).unwrap();
        let board = |text: &str| {
            message(
                &a,
                Request::Board {
                    text: text.into(),
                    rev: 1,
                },
            )
        };
        assert_eq!(hub.handle(&board("A")), Err(Refusal::NoSeat));
        hub.handle(&message(&a, Request::Claim(1))).unwrap();
        assert_eq!(hub.handle(&board("A")), Err(Refusal::NotNow));
        hub.publish(Stage::Boards(BoardsView {
            mission: "M".into(),
            rules: Vec::new(),
        }));
        assert!(matches!(hub.handle(&board("A Q")), Err(Refusal::BadBoard(p)) if p[0].space == 2));
        hub.handle(&message(
            &a,
            Request::Board {
                text: "A".into(),
                rev: 5,
            },
        ))
        .unwrap();
        // A reloaded phone counts from 1 again: its counter is taken as it is.
        hub.handle(&board("a > ~b")).unwrap();
        hub.handle(&message(&a, Request::Done(true))).unwrap();
        let events: Vec<_> = rx.try_iter().skip(2).collect();
        assert_eq!(
            events,
            [
                TerminalEvent::Board {
                    seat: 1,
                    text: "A > ~B".into()
                },
                TerminalEvent::Done {
                    seat: 1,
                    done: true
                }
            ]
        );
        let Some(ServerMessage::State { board, you, .. }) = hub.state_for(&a) else {
            panic!("no state");
        };
        assert_eq!(you, Some(1));
        let board = board.unwrap();
        assert_eq!((board.text.as_str(), board.rev), ("A > ~B", 1));
    }
}
