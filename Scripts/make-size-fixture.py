#!/usr/bin/env python3
"""Writes Fixtures/recipes/drags-and-flings-60s.json: 60 s of 120 Hz single-finger drags
and flings (0.3 pt jitter) used to measure the trace format's size. Deterministic: a fixed
linear congruential sequence, no global randomness."""
import json, math, pathlib

state = 20261122
def rand():
    global state
    state = (state * 6364136223846793005 + 1442695040888963407) % 2**64
    return (state >> 11) / 2**53

items, t = [], 0.2
easings = ["linear", "easeIn", "easeOut", "easeInOut"]
while True:
    x, y = round(40 + rand() * 310, 2), round(80 + rand() * 680, 2)
    if rand() < 0.5:
        duration = round(0.8 + rand() * 1.7, 3)
        to = [round(40 + rand() * 310, 2), round(80 + rand() * 680, 2)]
        item = {"at": round(t, 3), "gesture": "drag", "from": [x, y], "to": to,
                "duration": duration, "easing": easings[int(rand() * 4)]}
    else:
        speed = 300 + rand() * 2700
        direction = rand() * 6.283185307179586
        duration = round(0.2 + rand() * 0.2, 3)
        # Travel of the synthesiser's fling: ramp then a tail of max(T/2, 0.1 + 2/120) s.
        tail = max(duration / 2, 0.1 + 2 / 120)
        reach = duration - (duration - tail) / 2
        while True:
            vx, vy = round(speed * math.cos(direction), 1), round(speed * math.sin(direction), 1)
            tx, ty = vx * reach, vy * reach
            lo_x, hi_x = max(10, 10 - tx), min(380, 380 - tx)
            lo_y, hi_y = max(10, 10 - ty), min(834, 834 - ty)
            if lo_x < hi_x and lo_y < hi_y:
                break
            speed *= 0.8
        x = round(lo_x + rand() * (hi_x - lo_x), 2)
        y = round(lo_y + rand() * (hi_y - lo_y), 2)
        item = {"at": round(t, 3), "gesture": "fling", "from": [x, y], "velocity": [vx, vy],
                "duration": duration}
    if t + duration > 59.8:
        break
    items.append(item)
    t += duration + 0.1 + rand() * 0.2

recipe = {"version": 1, "scene": "size-benchmark", "seed": 60, "jitter": 0.3,
          "display": {"width": 390, "height": 844, "scale": 3}, "refresh_hz": 120, "touch_hz": 120,
          "metadata": {"purpose": "size measurement (issue: trace format)"}, "timeline": items}
path = pathlib.Path(__file__).resolve().parent.parent / "Fixtures/recipes/drags-and-flings-60s.json"
path.write_text(json.dumps(recipe, indent=1) + "\n")
print(f"{path}: {len(items)} gestures")
