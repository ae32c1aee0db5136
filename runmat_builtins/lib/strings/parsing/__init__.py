"""Parsing and slicing text: textscan and strread (formatted reading from text or an open
file), extractBefore/extractAfter/extractBetween, strip, count, reverse, regexptranslate."""
