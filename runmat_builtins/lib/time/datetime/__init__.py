"""datetime arrays: points in time on the proleptic ISO calendar (datetime, NaT, isdatetime, ...)."""
