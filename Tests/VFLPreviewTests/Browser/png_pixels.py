#!/usr/bin/env python3
"""Decodes an 8-bit RGB or RGBA PNG (what Chromium's --screenshot writes) and prints it as a
binary PPM (P6) on stdout, for the real-browser test (zlib is in CPython's standard library,
not in Foundation on Linux). Usage: png_pixels.py FILE.png"""
import struct
import sys
import zlib


def decode(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        offset += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace != 0:
        raise ValueError("only 8-bit RGB/RGBA, non-interlaced PNGs are supported")
    channels = 3 if color == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    rows, previous, position = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[position]
        row = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = row[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                row[i] = (row[i] + left) & 0xFF
            elif kind == 2:
                row[i] = (row[i] + up) & 0xFF
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                row[i] = (row[i] + predictor) & 0xFF
        rows.append(row)
        previous = row
    rgb = bytearray()
    for row in rows:
        if channels == 3:
            rgb += row
        else:
            for i in range(0, stride, 4):
                rgb += row[i:i + 3]
    return width, height, bytes(rgb)


if __name__ == "__main__":
    with open(sys.argv[1], "rb") as file:
        width, height, rgb = decode(file.read())
    sys.stdout.buffer.write(b"P6\n%d %d\n255\n" % (width, height) + rgb)
