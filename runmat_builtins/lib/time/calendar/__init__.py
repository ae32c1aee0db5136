"""Calendar arithmetic on serial date numbers: weekday, datevec, eomday."""
