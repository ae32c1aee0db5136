MATLAB documentation, "Add Numbers to Strings" / plus: when one operand is a string array, numeric operands are converted with string() and appended ("a" + 1 is "a1"). Octave 7.3 has no string class.
