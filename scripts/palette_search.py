#!/usr/bin/env python3
"""Searches sRGB for an orange and a vermillion that a colour-blind reader tells apart (issue 26):
ΔE₀₀ between them under simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009,
severity 1) and in normal vision, both at least 4.5:1 against the paper (WCAG 2.1 AA for labels),
each kept in its hue (orange 15–60°, vermillion 300–20°) and neither brought closer than ΔE₀₀ 20
to another role it is 20 or more from now. Prints the best pairs, best first. The formulas are
those of tests/support/colour_vision.hpp (whose tests check them against the papers' numbers).

    scripts/palette_search.py [STEP]     STEP: the grid's step in sRGB bytes (default 5)

Run on 2026-12-07 (step 5): the best pair is ΔE₀₀ 19.3 apart, orange (145, 110, 0), vermillion
(110, 40, 10), an ochre and a brown; a pair 20 apart needs a magenta "vermillion" (ΔE₀₀ ≈ 3 from
purple B) or an olive "orange". So the palette keeps its colours and vermillion has a mark of its
own everywhere (scenes/role_canvas.hpp, scenes/panel.hpp).
"""
import colorsys
import math
import sys

PAPER = (250, 250, 247)
# The roles that stay (scenes/palette.hpp).
OTHERS = {"blue": (0, 80, 136), "purple": (174, 78, 146), "green": (0, 128, 90), "sky blue": (0, 148, 214),
          "grey": (88, 88, 88), "light grey": (145, 145, 140), "black": (0, 0, 0), "muted": (108, 108, 108),
          "text": (20, 20, 20)}
ORANGE, VERMILLION = (176, 92, 0), (135, 25, 0)
MACHADO = [
    [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
]


def linear(byte):
    c = byte / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def lab(rgb_linear):
    r, g, b = (min(max(v, 0.0), 1.0) for v in rgb_linear)  # a simulation can leave the gamut
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(rgb):
    """The colour in CIELAB as each of the four viewers sees it."""
    l = [linear(c) for c in rgb]
    return [lab(l)] + [lab([sum(m[i][k] * l[k] for k in range(3)) for i in range(3)]) for m in MACHADO]


def delta_e00(p, q):
    """CIEDE2000 (kL = kC = kH = 1), Sharma, Wu and Dalal 2005."""
    deg = math.pi / 180
    c_mean = (math.hypot(p[1], p[2]) + math.hypot(q[1], q[2])) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * p[1], (1 + g) * q[1]
    c1, c2 = math.hypot(a1, p[2]), math.hypot(a2, q[2])
    hue = lambda a, b: 0.0 if a == 0 and b == 0 else math.atan2(b, a) / deg % 360
    h1, h2 = hue(a1, p[2]), hue(a2, q[2])
    dh = 0.0
    if c1 * c2:
        dh = h2 - h1
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_l, d_c = q[0] - p[0], c2 - c1
    d_h = 2 * math.sqrt(c1 * c2) * math.sin(dh / 2 * deg)
    l_mean, cp_mean, h_mean = (p[0] + q[0]) / 2, (c1 + c2) / 2, h1 + h2
    if c1 * c2:
        h_mean = (h1 + h2) / 2 if abs(h1 - h2) <= 180 else (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos((h_mean - 30) * deg) + 0.24 * math.cos(2 * h_mean * deg) +
         0.32 * math.cos((3 * h_mean + 6) * deg) - 0.20 * math.cos((4 * h_mean - 63) * deg))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    rc = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    sc, sh = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    rt = -math.sin(2 * d_theta * deg) * rc
    return math.sqrt((d_l / sl) ** 2 + (d_c / sc) ** 2 + (d_h / sh) ** 2 + rt * (d_c / sc) * (d_h / sh))


def closest(p, q):
    """The smallest ΔE₀₀ between two colours over the four viewers."""
    return min(delta_e00(a, b) for a, b in zip(p, q))


def contrast(rgb):
    lum = lambda c: sum(w * linear(v) for w, v in zip((0.2126, 0.7152, 0.0722), c))
    hi, lo = sorted((lum(rgb), lum(PAPER)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def candidates(hue_ok, now, step):
    """Colours at 4.5:1 in the hue, no closer than 20 to a role they are 20 from now."""
    others = {name: seen(rgb) for name, rgb in OTHERS.items()}
    keep = [name for name in OTHERS if closest(seen(now), others[name]) >= 20]
    for r in range(0, 256, step):
        for g in range(0, 256, step):
            for b in range(0, 256, step):
                h, _, s = colorsys.rgb_to_hls(r / 255, g / 255, b / 255)
                if s < 0.35 or not hue_ok(h * 360) or contrast((r, g, b)) < 4.5:
                    continue
                lab_seen = seen((r, g, b))
                if all(closest(lab_seen, others[name]) >= 20 for name in keep):
                    yield (r, g, b), lab_seen


def main():
    step = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"now: orange {ORANGE}, vermillion {VERMILLION}: ΔE₀₀ {closest(seen(ORANGE), seen(VERMILLION)):.1f}")
    oranges = list(candidates(lambda h: 15 <= h <= 60, ORANGE, step))
    vermillions = list(candidates(lambda h: h >= 300 or h <= 20, VERMILLION, step))
    pairs = sorted(((closest(o, v), oc, vc) for oc, o in oranges for vc, v in vermillions), reverse=True)
    for d, o, v in pairs[:10]:
        print(f"ΔE₀₀ {d:.1f}: orange {o}, vermillion {v}")


if __name__ == "__main__":
    main()
