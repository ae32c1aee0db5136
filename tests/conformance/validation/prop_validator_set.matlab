MATLAB documentation: https://www.mathworks.com/help/matlab/ref/mustbefinite.html ('Error setting property 'Prop1' of class 'MyClass'. Value must be finite.') Octave 7.3 has no argument validation.
