MATLAB documentation: ismembertol (https://www.mathworks.com/help/matlab/ref/ismembertol.html): tolerance scaled by max(abs([A(:);B(:)])), LocB. Octave 7.3 lacks ismembertol.
