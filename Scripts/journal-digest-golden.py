#!/usr/bin/env python3
"""Recomputes JournalGoldenTests' digest from its canonical journal, independently of Swift.

The journal digest is MurmurHash3 x64-128 (seed 0) over the little-endian bytes of a stream
of 64-bit words (see Sources/SeamlessEngine/Journal/JournalHasher.swift). This script holds a
byte-wise transcription of Appleby's C function, checks it against SMHasher's verification
value (0x6384BA69), then encodes the golden test's records word by word as the engine does.

    python3 Scripts/journal-digest-golden.py   # prints the digest the golden test pins
"""
import struct

M = (1 << 64) - 1
C1, C2 = 0x87C37B91114253D5, 0x4CF5AD432745937F


def rotl(x, r):
    return ((x << r) | (x >> (64 - r))) & M


def fmix(k):
    k ^= k >> 33
    k = (k * 0xFF51AFD7ED558CCD) & M
    k ^= k >> 33
    k = (k * 0xC4CEB9FE1A85EC53) & M
    return k ^ (k >> 33)


def murmur3_x64_128(data, seed=0):
    h1 = h2 = seed
    blocks = len(data) // 16
    for i in range(blocks):
        k1 = int.from_bytes(data[16 * i:16 * i + 8], "little")
        k2 = int.from_bytes(data[16 * i + 8:16 * i + 16], "little")
        h1 ^= rotl((k1 * C1) & M, 31) * C2 & M
        h1 = ((rotl(h1, 27) + h2) * 5 + 0x52DCE729) & M
        h2 ^= rotl((k2 * C2) & M, 33) * C1 & M
        h2 = ((rotl(h2, 31) + h1) * 5 + 0x38495AB5) & M
    tail = data[16 * blocks:]
    if len(tail) > 8:
        h2 ^= rotl((int.from_bytes(tail[8:], "little") * C2) & M, 33) * C1 & M
    if tail:
        h1 ^= rotl((int.from_bytes(tail[:8], "little") * C1) & M, 31) * C2 & M
    h1 ^= len(data)
    h2 ^= len(data)
    h1 = (h1 + h2) & M
    h2 = (h2 + h1) & M
    h1, h2 = fmix(h1), fmix(h2)
    h1 = (h1 + h2) & M
    h2 = (h2 + h1) & M
    return h1.to_bytes(8, "little") + h2.to_bytes(8, "little")


def smhasher_verification():
    key, hashes = bytes(range(256)), b""
    for i in range(256):
        hashes += murmur3_x64_128(key[:i], 256 - i)
    return int.from_bytes(murmur3_x64_128(hashes)[:4], "little")


def string(text):
    data = text.encode()
    return [len(data)] + [int.from_bytes(data[i:i + 8], "little") for i in range(0, len(data), 8)]


def double(value):
    return struct.unpack("<Q", struct.pack("<d", value))[0]


BEGAN, MOVED, ENDED = 0, 1, 3  # Touch.Phase raw values
words = []


def text_entry(instant, line):  # a text-fed event: tag 0, instant, its canonical text
    words.extend([0, instant] + string(line))


def frames(first, last, hz, start, end):  # a run of plain frames: tag 0xF0
    words.extend([0xF0, first, last, hz, start, end])


def touch_delivered(instant, touch, phase, time, x, y, view, observers):  # tag 2
    words.extend([2, instant, touch, phase, time, double(x), double(y)] + string(view) + [observers])


assert smhasher_verification() == 0x6384BA69
text_entry(0, "stall start=20000000 end=40000000")
frames(0, 1, 60, 0, 16666666)
text_entry(16666666, 'identified kind=view id=1 name="card"')
touch_delivered(16666666, 1, BEGAN, 5000000, 195.5, 421.25, "card", 0)
touch_delivered(16666666, 1, MOVED, 13000000, 196.0 + 1.0 / 3.0, 420.0, "card", 0)
words.extend([1, 33333333, 2, 33333333, 60, 1, 40000000])  # a stalled frame: tag 1, stalled until
frames(3, 3, 60, 50000000, 50000000)
touch_delivered(50000000, 1, ENDED, 30000000, 197.0, 419.5, "card", 0)
print(murmur3_x64_128(b"".join(w.to_bytes(8, "little") for w in words)).hex())
