/*
 * A challenge: the words a player played on a board, carried in the
 * board's link (words=tea+eat+ate) so that whoever opens it plays the same
 * board, clock and scoring, then sees both lists side by side, scored
 * together as 'boggle score' scores two players.
 */
'use strict';

const BoggleChallenge = (() => {
	/* The words, compact: joined by spaces, which a link writes as '+'. */
	function encode(words) {
		return words.map((w) => w.trim()).filter((w) => w && !/\s/.test(w)).join(' ');
	}

	/*
	 * The words of a link, every one: scored, they meet the limits
	 * 'boggle score' puts on a player's list, in its words.
	 */
	function decode(text) {
		return text.split(/\s+/).filter(Boolean);
	}

	function list(title, words, verdicts, them) {
		const col = document.createElement('section');
		col.className = 'versus-col';
		const h = document.createElement('h3');
		h.textContent = title;
		const ol = document.createElement('ol');
		ol.className = 'scored';
		for (const w of words) {
			const li = document.createElement('li');
			li.dataset.status = w.status;
			li.dataset.word = w.word;
			li.textContent = w.status === 'ok' || w.status === 'shared' ?
				`${w.word} ${w.status === 'ok' ? w.score : ''}`.trim() :
				`${w.word}: ${verdicts[w.status] || w.status}`;
			if (them)
				li.dataset.player = them;
			ol.append(li);
		}
		col.append(h, ol);
		if (!words.length)
			col.append(Object.assign(document.createElement('p'), { className: 'help', textContent: 'none' }));
		return col;
	}

	/*
	 * res: what score() gives for players you and them.  Three lists: the
	 * words both found (struck for both), yours alone, theirs alone.
	 */
	function render(box, res, verdicts) {
		const [you, them] = res.players;
		const shared = you.words.filter((w) => w.status === 'shared');
		const seen = new Set();
		const both = shared.filter((w) => !seen.has(w.word) && seen.add(w.word));
		const out = box.querySelector('.versus');
		out.textContent = '';
		const head = box.querySelector('.versus-score');
		head.textContent = `You: ${you.score} · them: ${them.score} — ` +
			(res.winner === 'you' ? 'you win.' : res.winner === 'them' ? 'they win.' : 'a tie.');
		head.dataset.you = you.score;
		head.dataset.them = them.score;
		out.append(list(`Only you (${you.score})`, you.words.filter((w) => w.status !== 'shared'), verdicts),
			list(`Found by both (${both.length}, struck)`, both, verdicts),
			list(`Only them (${them.score})`, them.words.filter((w) => w.status !== 'shared'), verdicts));
		box.hidden = false;
	}

	return { encode, decode, render };
})();
