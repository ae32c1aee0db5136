% MATLAB's display of a dictionary
d = dictionary(["Tomato" "Carrot" "Mango" "Mushroom"], [1 0.5 2.50 1.99])
e = dictionary
