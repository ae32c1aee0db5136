MATLAB documentation: https://www.mathworks.com/help/matlab/matlab_oop/custom-display-interface.html
Expected output copied verbatim from the page (Command Window display of a struct).
