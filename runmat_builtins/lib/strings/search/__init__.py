"""Searching text: strfind, strtok, strrep, contains, startsWith, endsWith."""
