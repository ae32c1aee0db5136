MATLAB documentation: celldisp (https://www.mathworks.com/help/matlab/ref/celldisp.html): celldisp(C, displayName), and 'ans' when C has no name. Octave 7.3 lays celldisp out differently.
