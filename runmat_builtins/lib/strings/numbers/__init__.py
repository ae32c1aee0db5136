"""Numbers as text in a base: dec2bin, bin2dec, dec2hex, hex2dec, dec2base, base2dec."""
