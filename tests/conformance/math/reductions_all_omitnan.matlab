MATLAB documentation: sum, max, min, mean reference pages ("all" and nanflag "omitnan" options, R2018b+; max/min ignore NaN by default). Octave 7.3 rejects "all" and "omitnan".
