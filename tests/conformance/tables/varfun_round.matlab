MATLAB documentation, https://www.mathworks.com/help/matlab/ref/table.varfun.html: varfun(@round, A) names the outputs round_Var1, ...; an anonymous function gives Fun_<var>.
