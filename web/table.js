/*
 * Table mode: one device in the middle of the table, the dice for all.
 * Each tile is turned as a die lands (0, 90, 180 or 270 degrees, at
 * random, so that no seat reads the board better; underlined, as a die's
 * letters are, to say which way up), the clock is shown on
 * every side, the screen kept awake while the clock runs (Wake Lock,
 * where the browser has it), and time up is a beep and a buzz.
 */
'use strict';

const BoggleTable = (() => {
	const TURNS = [0, 90, 180, 270];

	function throwTurns(n) {
		const r = new Uint8Array(n);
		crypto.getRandomValues(r);
		return Array.from(r, (x) => TURNS[x % 4]);
	}

	/* Each tile's letter turned about its middle, as its die landed. */
	function turn(boardEl, turns) {
		for (const g of boardEl.querySelectorAll('.cell')) {
			const face = g.querySelector('.face');
			const t = turns[Number(g.dataset.cell)] || 0;
			if (face)
				face.setAttribute('transform', `rotate(${t} ${face.getAttribute('x')} ${face.getAttribute('y')})`);
			g.dataset.turn = t;
			g.style.animationDelay = `${(Number(g.dataset.cell) % 7) * 40}ms`;
		}
		const svg = boardEl.querySelector('svg');
		if (svg)
			svg.classList.add('landed');
	}

	function clocks(text) {
		for (const c of document.querySelectorAll('#table-clocks .clock'))
			c.textContent = text;
	}

	/*
	 * The table's game started (from a tap, so that the sound may play):
	 * gives {end(timeUp)}, which lets the screen sleep again and, when time
	 * is up, beeps and buzzes.
	 */
	function start() {
		let lock = null, over = false, audio = null;
		const Ctx = globalThis.AudioContext || globalThis.webkitAudioContext;
		try {
			audio = Ctx ? new Ctx() : null;
		} catch (e) {
			audio = null;
		}
		const awake = () => {
			if (over || !navigator.wakeLock || document.visibilityState !== 'visible')
				return;
			navigator.wakeLock.request('screen').then((l) => {
				if (over)
					l.release().catch(() => null);
				else
					lock = l;
			}).catch(() => null);
		};
		/* a lock is let go when the page is hidden: taken again on return */
		document.addEventListener('visibilitychange', awake);
		awake();
		return {
			end(timeUp) {
				over = true;
				document.removeEventListener('visibilitychange', awake);
				if (lock)
					lock.release().catch(() => null);
				if (timeUp) {
					if (audio) {
						const beep = (at, f) => {
							const o = audio.createOscillator(), g = audio.createGain();
							o.frequency.value = f;
							g.gain.setValueAtTime(0.25, audio.currentTime + at);
							g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + at + 0.45);
							o.connect(g).connect(audio.destination);
							o.start(audio.currentTime + at);
							o.stop(audio.currentTime + at + 0.5);
						};
						audio.resume().catch(() => null);
						beep(0, 880);
						beep(0.55, 880);
						beep(1.1, 660);
						setTimeout(() => audio.close().catch(() => null), 2000);
					}
					if (navigator.vibrate)
						navigator.vibrate([400, 150, 400, 150, 600]);
				} else if (audio) {
					audio.close().catch(() => null);
				}
			},
		};
	}

	return { throwTurns, turn, clocks, start };
})();
