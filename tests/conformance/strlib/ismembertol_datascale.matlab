MATLAB documentation: ismembertol (https://www.mathworks.com/help/matlab/ref/ismembertol.html): DataScale and ByRows options. Octave 7.3 lacks ismembertol.
