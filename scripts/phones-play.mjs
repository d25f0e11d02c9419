// The phones of scripts/screenshot-hands.sh: four players join the crew terminals and play
// a few cards each through the terminal protocol (docs/formats.md §12.6).
// Four phones join the crew terminals and play a few cards each (for the host's screenshot).
const [base, code, step] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function phone(seat) {
  const r = await fetch(`${base}/join?code=${code}`, { method: "POST" });
  const { token } = await r.json();
  const ws = new WebSocket(`${base.replace("http", "ws")}/ws?code=${code}&token=${token}`);
  let state = null;
  ws.onmessage = (e) => { const m = JSON.parse(e.data); if (m.type === "state") state = m; else console.log(seat, JSON.stringify(m)); };
  await new Promise((res) => { ws.onopen = res; });
  const send = (type, fields) => ws.send(JSON.stringify(Object.assign({ code, token, type }, fields)));
  send("claim", { seat });
  return { send, get state() { return state; } };
}
const phones = [];
for (let s = 0; s < 4; s++) { phones.push(await phone(s)); await sleep(200); }
console.log("joined");
// Wait for the hands (the host starts the mission meanwhile).
for (let i = 0; i < 600 && !phones.every((p) => p.state && p.state.hand); i++) { await sleep(100); }
console.log("dealt");
for (const [seat, p] of phones.entries()) {
  for (let space = 0; space < 3 - (seat % 2); space++) {
    const h = p.state.hand;
    const card = h.hand[space][0];
    p.send("play", { play: { type: "place", figure: seat, space, card, top: (space + seat) % 2 ? "second" : "first", seen: 0 } });
    await sleep(150);
  }
}
phones[0].send("play", { play: { type: "pick-up" } });
await sleep(400);
const h0 = phones[0].state.hand;
phones[0].send("play", { play: { type: "place", figure: 0, space: 3, card: h0.hand[0][0], top: "second", seen: 0 } });
await sleep(500);
console.log("played");
await sleep(Number(step || 60000));
