"""Conversions between text and other classes: char, string, str2double, str2num."""
