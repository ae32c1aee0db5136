MATLAB documentation: https://www.mathworks.com/help/matlab/matlab_oop/validate-property-values.html (a subclass inherits its superclass's property validation). Octave 7.3 has no property validation.
