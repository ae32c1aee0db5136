"""Input validation: validateattributes, validatestring, the mustBe* validator functions and
isStringScalar."""
