/*
 * A link drawn as a QR code, large and black on white whatever the
 * page's colours, for a camera across the table to read: qrcode-generator
 * (bundled beside the page, its licence in qrcode-generator.LICENSE)
 * makes the modules, this draws them on a canvas.
 */
'use strict';

const BoggleQR = (() => {
	/* Draw text on canvas; gives the code's width in modules. */
	function draw(canvas, text) {
		/* type 0: the smallest that holds the text; M: 15% may be lost */
		const qr = qrcode(0, 'M');
		qr.addData(text, 'Byte');
		qr.make();
		const n = qr.getModuleCount();
		const quiet = 4; /* the white border a reader needs */
		const px = Math.max(4, Math.ceil(600 / (n + 2 * quiet)));
		const side = (n + 2 * quiet) * px;
		canvas.width = side;
		canvas.height = side;
		const g = canvas.getContext('2d');
		g.fillStyle = '#fff';
		g.fillRect(0, 0, side, side);
		g.fillStyle = '#000';
		for (let r = 0; r < n; r++)
			for (let c = 0; c < n; c++)
				if (qr.isDark(r, c))
					g.fillRect((c + quiet) * px, (r + quiet) * px, px, px);
		return n;
	}

	return { draw };
})();
